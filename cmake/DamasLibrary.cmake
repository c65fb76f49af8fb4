include(GNUInstallDirs)

# damas_add_library(NAME SOURCES...): the library damas_NAME, also known as damas::NAME, with
# its public headers under NAME's include/ folder and C++20 required of its users. Every library
# made here is installed and exported as damas::NAME by DamasInstall.cmake, which reads the list
# this function keeps.
function(damas_add_library name)
  add_library(damas_${name} ${ARGN})
  add_library(damas::${name} ALIAS damas_${name})
  set(headers ${CMAKE_CURRENT_SOURCE_DIR}/include)
  target_include_directories(damas_${name} PUBLIC
    $<BUILD_INTERFACE:${headers}>
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  target_compile_features(damas_${name} PUBLIC cxx_std_20)
  set_target_properties(damas_${name} PROPERTIES EXPORT_NAME ${name} DAMAS_HEADERS ${headers})
  set_property(GLOBAL APPEND PROPERTY DAMAS_LIBRARIES damas_${name})
endfunction()
